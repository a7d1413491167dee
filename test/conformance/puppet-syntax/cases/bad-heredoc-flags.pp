$a = @(END/x)
hello
END
