type Port = Integer[1, 65535]
define d(Optional[Port] $p = undef) { }
d { "x": p => "80" }
