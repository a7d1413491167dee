$a = true and false or !true
