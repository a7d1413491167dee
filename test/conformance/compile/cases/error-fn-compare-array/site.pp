notify { 'before': }
$x = compare([1], [2])
