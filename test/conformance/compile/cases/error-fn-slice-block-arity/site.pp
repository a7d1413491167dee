notify { 'before': }
slice([1, 2, 3], 2) || { }
