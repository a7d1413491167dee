notify { 'before': }
$x = Integer[1, 10]("50")
