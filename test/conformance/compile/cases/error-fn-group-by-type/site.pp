notify { 'before': }
$x = group_by(3) |$x| { $x }
