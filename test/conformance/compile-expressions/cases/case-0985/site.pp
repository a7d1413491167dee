notify { 'e1': message => String(with(/^(\d+)-(\w+)$/, (['a', 'a', 'b'] * '3.5')) |$v, $w| { get($v, $w) }) }
