$x = 1
$a = @("END")
x is ${x} and $x
END
notice($a)
