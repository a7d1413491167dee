notify { 'before': }
$x = Integer("09")
