$x = 1
$y = no_such_function($x)
