notify { 'before': }
$x = call("nosuchfn", 1)
