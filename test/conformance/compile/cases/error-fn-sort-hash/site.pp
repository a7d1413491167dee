notify { 'before': }
$x = sort({ "a" => 1 })
