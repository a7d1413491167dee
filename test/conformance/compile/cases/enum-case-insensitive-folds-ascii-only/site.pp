notify { 'n01': message => String('É' =~ Enum['é', true]) }
notify { 'n02': message => String('ǅ' =~ Enum['ǆ', true]) }
notify { 'n03': message => String('SS' =~ Enum['ß', true]) }
notify { 'n04': message => String('B' =~ Enum['b', true]) }
notify { 'n05': message => String(['a', 'A'] =~ Array[Enum['a', true]]) }
notify { 'n06': message => String(Enum['A', 'b', true]) }
