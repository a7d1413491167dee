File { tag +> 'x' }
