$args = [1, 2]
$a = max(*$args)
