  $hosts = ['a', 'b', 'c', 'd', 'e']
