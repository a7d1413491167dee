notify { 'before': }
$x = Array(true)
