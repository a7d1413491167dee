  $items = ['a', 'b']
