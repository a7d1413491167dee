$a = Optional[String]
$b = Enum['a', 'b']
$c = Pattern[/^a/]
