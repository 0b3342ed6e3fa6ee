import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Button } from '../button/button';
import { Dialog } from './dialog';

describe('given a Dialog opened from state, without a trigger', () => {
  it('should give focus back to the button that opened it when it closes by Escape or by a button', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>一键填报</Button>
          <Dialog title="一键填报" open={open} onOpenChange={setOpen} footer={<Button onClick={() => setOpen(false)}>取消</Button>}>
            内容
          </Dialog>
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: '一键填报' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '一键填报' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('given a dismissible Dialog', () => {
  it('should open from its trigger, name itself by its title and close on Escape', async () => {
    render(<Dialog title="编辑志愿表" trigger={<Button>编辑</Button>}>内容</Dialog>);
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑志愿表' });
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should close with its close button', async () => {
    const onOpenChange = vi.fn();
    render(<Dialog title="提示" defaultOpen onOpenChange={onOpenChange}>内容</Dialog>);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should stay open on an outside click with closeOnOutsideClick={false}, and still close on Escape', async () => {
    const onOpenChange = vi.fn();
    render(<Dialog title="购买VIP卡" defaultOpen closeOnOutsideClick={false} onOpenChange={onOpenChange}>内容</Dialog>);
    const dialog = await screen.findByRole('dialog', { name: '购买VIP卡' });
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should sit at z-index 3000 above the page', async () => {
    render(<Dialog title="提示" defaultOpen>内容</Dialog>);
    const dialog = await screen.findByRole('dialog');
    expect(getComputedStyle(dialog).zIndex).toBe('3000');
  });
});

describe('given a non-dismissible Dialog (login, province)', () => {
  function Harness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <p>页面内容</p>
        <Dialog
          title="请选择您的高考省份"
          open={open}
          dismissible={false}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
          footer={<Button onClick={() => setOpen(false)}>确定</Button>}
        >
          省份列表
        </Dialog>
      </>
    );
  }

  it('should ignore Escape and outside clicks and have no close button', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: '请选择您的高考省份' });
    await userEvent.keyboard('{Escape}');
    // Radix makes the page inert (pointer-events: none), so user-event refuses to click it; the dialog listens for
    // pointerdown on the document, which is what an outside click produces.
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should close when its owner closes it', async () => {
    render(<Harness onOpenChange={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('given the login size', () => {
  it('should be 650 px wide on a wide screen', async () => {
    render(<Dialog title="登录" size="login" defaultOpen>表单</Dialog>);
    const dialog = await screen.findByRole('dialog');
    expect(Math.round(dialog.getBoundingClientRect().width)).toBe(650);
  });

  it('should be 460 px wide for the reset size', async () => {
    render(<Dialog title="找回密码" size="reset" defaultOpen>表单</Dialog>);
    const dialog = await screen.findByRole('dialog');
    expect(Math.round(dialog.getBoundingClientRect().width)).toBe(460);
  });
});
