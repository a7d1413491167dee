Exec {path => 1}
{'t': a => 1}
{'u': b => 2}
