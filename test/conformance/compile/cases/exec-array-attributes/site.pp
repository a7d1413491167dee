exec { "run": command => "/bin/true", unless => ["/bin/a", "/bin/b"], onlyif => "/bin/c", path => ["/bin", "/usr/bin"], environment => ["A=1"] }
