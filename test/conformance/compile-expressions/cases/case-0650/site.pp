notify { 'e1': message => String(with(/^(\d+)-(\w+)$/, '0x10') |$v, $w| { String($v, '%-6s|') }) }
