Exec {path => 1} { a => 2 }
