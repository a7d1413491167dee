notify { 'before': }
$x = [1].index |$a, $b, $c| { }
