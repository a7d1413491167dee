Exec {path => 1} {'t': a => 1}
