$b = Binary('aGk=')
