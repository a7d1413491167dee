notify { 'before': }
$x = Integer("12", 36)
