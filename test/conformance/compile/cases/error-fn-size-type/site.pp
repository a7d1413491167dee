notify { 'before': }
$x = size(3)
