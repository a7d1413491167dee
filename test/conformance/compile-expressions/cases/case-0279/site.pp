notify { 'e1': message => String((lstrip('Ünïcödé') !~ ' pad ')) }
