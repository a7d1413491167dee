notify { 'e1': message => (/^(\d+)-(\w+)$/).values }
