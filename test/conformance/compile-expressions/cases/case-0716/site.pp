notify { 'e1': message => ((0x1F != /^(\d+)-(\w+)$/) - (['b', 'a', 'c'] == -3)) }
