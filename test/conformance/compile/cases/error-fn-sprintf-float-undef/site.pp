$x = sprintf('%f', [undef])
