@(END)
x
END
$a = 1
