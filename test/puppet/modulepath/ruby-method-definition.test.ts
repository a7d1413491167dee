// The first method definition of a Ruby 3.x function file, which Puppet 7 refuses to load: found
// as Ripper finds it (Puppet's message names the method and its column), past doc heredocs,
// comments and `=begin` blocks that only mention `def`.
import { describe, expect, it } from 'vitest';
import { firstMethodDefinition } from '../../../src/puppet/modulepath/ruby-method-definition.js';

describe('firstMethodDefinition', () => {
  it('finds a method in the function body, its name and column', () => {
    const text = "newfunction(:f, :type => :rvalue) do |args|\n  class Helper\n      def initialize(x)\n      end\n  end\nend\n";
    expect(firstMethodDefinition(text)).toMatchObject({ name: 'initialize', line: 3, column: 10 });
  });
  it('finds a singleton method before the newfunction call (the column of its name)', () => {
    expect(firstMethodDefinition("module M\n  def self.to_hash?(s)\n  end\nend\nnewfunction(:f) do |a| end\n")).toMatchObject({ name: 'to_hash?', line: 2, column: 11 });
  });
  it('skips heredoc text, comments and =begin blocks', () => {
    const text = [
      "newfunction(:f, :doc => <<-EOS",
      '  def in_doc',
      '  EOS',
      ") do |args|",
      "  x = <<~'TEXT'",
      '    def in_squiggly',
      '  TEXT',
      '  # def commented',
      '=begin',
      'def in_block_comment',
      '=end',
      "  y = <<PLAIN",
      'def in_plain',
      '  PLAIN',
      'PLAIN',
      '  def real',
      '  end',
      'end',
    ].join('\n');
    expect(firstMethodDefinition(text)).toMatchObject({ name: 'real', line: 16, column: 6 });
  });
  it('finds none in a function without methods', () => {
    expect(firstMethodDefinition("newfunction(:f, :doc => 'define things') do |args|\n  defaults = args[0]\n  undef_value = nil\nend\n")).toBeUndefined();
  });
});
