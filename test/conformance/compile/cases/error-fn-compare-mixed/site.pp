notify { 'before': }
$x = compare(1, "a")
