notify { 'n01': message => String(Hash([[[1]]].reverse_each)) }
notify { 'n02': message => String(Hash([[[1,2],[3,4]]].reverse_each)) }
notify { 'n03': message => String(Hash([[]].reverse_each)) }
notify { 'n04': message => String(Hash([{1=>2}].reverse_each)) }
notify { 'n05': message => String(Hash([1, 2].reverse_each)) }
