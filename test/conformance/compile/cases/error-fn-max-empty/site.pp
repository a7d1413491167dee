notify { 'before': }
$x = max([])
