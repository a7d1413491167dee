notify { 'before': }
$x = Hash(["a", 1, "b"])
