  $servers = ['a.one', 'b.two', 'c.one', 'd.three']
