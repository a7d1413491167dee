class a::params { $x = 1 }
