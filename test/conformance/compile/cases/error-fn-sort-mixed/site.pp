notify { 'before': }
$x = sort([1, "a"])
