notify { 'before': }
$x = Integer("ff", 16)
