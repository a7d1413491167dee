$a = @(END)
hello
