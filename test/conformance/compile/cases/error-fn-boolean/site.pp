notify { 'before': }
$x = Boolean("maybe")
