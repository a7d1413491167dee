notify { 'before': }
$x = [1, 2].step(0)
