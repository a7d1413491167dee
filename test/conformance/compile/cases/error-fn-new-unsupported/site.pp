notify { 'before': }
$x = Variant[Integer, Boolean]("1")
