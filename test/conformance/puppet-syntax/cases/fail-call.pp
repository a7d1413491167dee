fail('no')
