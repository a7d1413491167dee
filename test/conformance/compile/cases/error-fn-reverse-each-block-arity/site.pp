notify { 'before': }
[1, 2].reverse_each |$a, $b| { }
