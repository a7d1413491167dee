type Port = Integer[1, 65535]
define d(Array[Port] $ps) { }
d { "x": ps => [80, 0] }
