$a = 'abc' =~ String
