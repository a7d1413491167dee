  $altnames = ['a.example', 'b.example']
  $suffix = 'dc=example,dc=com'
